import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { bramble } from '../../sim/message'

/**
 * The system programs a real site needs — PHP with its MySQL, XML, mbstring, curl, GD and zip
 * extensions, MariaDB, dpkg-deb — and the Debian packages behind the links WordPress's package
 * points into other packages (underscore, lodash, cropper, getID3). What is missing is installed
 * with apt-get (as root, or through sudo).
 */
/** Debian packages (the distribution's default PHP) and the check that each is present. */
const PACKAGES: { pkg: string; present: () => boolean }[] = [
  { pkg: 'php-cli', present: () => has('php') },
  { pkg: 'php-mysql', present: () => phpHas('mysqli') },
  { pkg: 'php-xml', present: () => phpHas('xml') },
  { pkg: 'php-mbstring', present: () => phpHas('mbstring') },
  { pkg: 'php-curl', present: () => phpHas('curl') },
  { pkg: 'php-gd', present: () => phpHas('gd') },
  { pkg: 'php-zip', present: () => phpHas('zip') },
  { pkg: 'mariadb-server', present: () => has('mariadbd') && has('mariadb-install-db') },
  { pkg: 'dpkg', present: () => has('dpkg-deb') },
  { pkg: 'libjs-underscore', present: () => existsSync('/usr/share/javascript/underscore') },
  { pkg: 'libjs-lodash', present: () => existsSync('/usr/share/javascript/lodash') },
  { pkg: 'libjs-cropper', present: () => existsSync('/usr/share/javascript/cropper') },
  { pkg: 'php-getid3', present: () => existsSync('/usr/share/php/getid3') },
]

let phpModules: string[] | undefined

function has(command: string): boolean {
  const paths = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])
  return paths.some((dir) => existsSync(`${dir}/${command}`))
}

function phpHas(extension: string): boolean {
  if (!phpModules) {
    const r = spawnSync('php', ['-m'], { encoding: 'utf8' })
    if (r.status !== 0) return false
    phpModules = r.stdout.toLowerCase().split('\n')
  }
  return phpModules.includes(extension)
}

/** The packages that are missing. */
export function missingPackages(): string[] {
  phpModules = undefined
  return PACKAGES.filter((p) => !p.present()).map((p) => p.pkg)
}

/**
 * Installs the missing packages with apt-get (`--no-install-recommends`); apt does not start
 * services, and the site starts its own MariaDB. Throws with the command to run when it cannot.
 */
export function ensurePackages(log: (line: string) => void): void {
  const missing = missingPackages()
  if (missing.length === 0) return
  const root = process.getuid?.() === 0
  const sudo = root ? [] : has('sudo') ? ['sudo', '-n'] : null
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`
  if (!sudo || !has('apt-get')) {
    throw new Error(
      bramble(
        `Failed to set up the WordPress site: missing ${missing.join(', ')}. Install them (${command}) and run again.`,
      ),
    )
  }
  log(`installing ${missing.join(' ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...sudo, ...args]
    return spawnSync(cmd!, rest, { stdio: ['ignore', 'ignore', 'pipe'], env, encoding: 'utf8' })
  }
  run(['apt-get', 'update', '-qq'])
  const r = run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing])
  const still = missingPackages()
  if (r.status !== 0 || still.length > 0) {
    throw new Error(
      bramble(
        `Failed to install ${still.join(', ') || missing.join(', ')} with apt-get: ${(r.stderr ?? '').trim().split('\n').pop()}. Run \`${command}\` yourself and try again.`,
      ),
    )
  }
}
