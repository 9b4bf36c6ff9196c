import { describe, expect, it } from 'vitest'
import { TaskList, type Task } from './task-list'

const opening = (name: string, log: string[]): Task<unknown> => ({
  title: name,
  run: async () => {
    log.push(`open ${name}`)
    return async () => void log.push(`close ${name}`)
  },
})

describe('TaskList', () => {
  it('undoes what was opened in reverse order, also when a later task fails', async () => {
    const log: string[] = []
    const tasks = new TaskList<unknown>()
    const failing: Task<unknown> = {
      title: 'goto',
      run: async () => {
        throw new Error('net::ERR_CONNECTION_REFUSED')
      },
    }
    await expect(
      tasks.run([opening('site', log), opening('tab', log), failing, opening('never', log)], {}),
    ).rejects.toThrow('ERR_CONNECTION_REFUSED')
    await tasks.teardown()
    expect(log).toEqual(['open site', 'open tab', 'close tab', 'close site'])
  })

  it('runs the other teardowns when one fails, and each only once', async () => {
    const log: string[] = []
    const tasks = new TaskList<unknown>()
    const brokenClose: Task<unknown> = {
      title: 'tab',
      run: async () => async () => {
        throw new Error('already closed')
      },
    }
    await tasks.run([opening('site', log), brokenClose], {})
    await tasks.teardown()
    await tasks.teardown()
    expect(log).toEqual(['open site', 'close site'])
  })

  it('undoes a task that finishes after the list was torn down, and stops there', async () => {
    const log: string[] = []
    const tasks = new TaskList<unknown>()
    let finishSite: () => void = () => undefined
    const slowSite: Task<unknown> = {
      title: 'site',
      run: async () => {
        await new Promise<void>((resolve) => (finishSite = resolve))
        log.push('open site')
        return async () => void log.push('close site')
      },
    }
    const running = tasks.run([slowSite, opening('tab', log)], {})
    // A deadline gave up on the run while the site was still starting.
    await tasks.teardown()
    finishSite()
    await expect(running).rejects.toThrow('torn down before "tab"')
    expect(log).toEqual(['open site', 'close site'])
  })
})
