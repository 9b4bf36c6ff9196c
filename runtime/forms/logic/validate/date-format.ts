/** The field `date_format` names of spec §9 as date-fns patterns. */
export const DATE_FORMATS: Readonly<Record<string, string>> = {
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'MM-DD-YYYY': 'MM-dd-yyyy',
  'MM.DD.YYYY': 'MM.dd.yyyy',
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'DD-MM-YYYY': 'dd-MM-yyyy',
  'DD.MM.YYYY': 'dd.MM.yyyy',
  'YYYY-MM-DD': 'yyyy-MM-dd',
  'YYYY/MM/DD': 'yyyy/MM/dd',
  'YYYY.MM.DD': 'yyyy.MM.dd',
  'dddd, MMMM D YYYY': 'EEEE, MMMM d yyyy',
}

const PHP_TOKENS: Readonly<Record<string, string>> = {
  d: 'dd',
  j: 'd',
  m: 'MM',
  n: 'M',
  Y: 'yyyy',
  y: 'yy',
  F: 'MMMM',
  M: 'MMM',
  l: 'EEEE',
  D: 'EEE',
}

/** Converts a PHP date format (WordPress `date_format`, e.g. `m/d/Y`) to a date-fns pattern. */
export function phpToDateFns(php: string): string {
  let out = ''
  for (let i = 0; i < php.length; i++) {
    const ch = php[i] as string
    if (ch === '\\' && i + 1 < php.length) {
      out += `'${php[++i]}'`
    } else if (PHP_TOKENS[ch]) {
      out += PHP_TOKENS[ch]
    } else if (/[A-Za-z]/.test(ch)) {
      // PHP letters we do not map (time parts, suffixes) cannot appear in a date-only field.
      out += `'${ch}'`
    } else {
      out += ch === "'" ? "''" : ch
    }
  }
  return out
}

/** The date-fns pattern for a field's `date_format` (`default`/empty: the site format). */
export function fieldDatePattern(dateFormat: string, siteDateFormat: string): string {
  return DATE_FORMATS[dateFormat] ?? phpToDateFns(siteDateFormat || 'm/d/Y')
}
