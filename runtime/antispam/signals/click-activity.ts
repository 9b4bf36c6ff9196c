import { ACTIVITY_KEY } from '../storage/no-cookie'
import { asElement, listen, ok, type SignalFactory } from './types'

/**
 * Click activity (`collecting_user_activity_data` of the no-cookie field). Keys appear
 * once they have data, so a visitor who did nothing sends `[]`:
 * - `clicks`: clicks inside forms;
 * - `selected`: mouse releases inside forms that left a text selection (a `Range`);
 * - `mouseMovementsInsideForm`: true once the pointer moved over a form.
 */
export interface ClickActivity {
  clicks?: number
  selected?: number
  mouseMovementsInsideForm?: boolean
}

/** Click activity, published to the store (memory) on each change. */
export const clickActivity: SignalFactory<ClickActivity> = ({ store, win }) => {
  const data: ClickActivity = {}
  let removers: (() => void)[] = []
  let removeMove: (() => void) | undefined
  const inForm = (e: Event) => !!asElement(e.target)?.closest('form')
  const publish = () => store.set({ [ACTIVITY_KEY]: JSON.stringify(data) }, { where: 'memory' })
  return {
    start() {
      removers = [
        listen(win.document, 'click', (e) => {
          if (!inForm(e)) return
          data.clicks = (data.clicks ?? 0) + 1
          publish()
        }),
        listen(win.document, 'mouseup', (e) => {
          if (!inForm(e) || win.getSelection()?.type !== 'Range') return
          data.selected = (data.selected ?? 0) + 1
          publish()
        }),
      ]
      // Stops after the first move over a form: nothing more to learn from later moves.
      removeMove = listen(win.document, 'mouseover', (e) => {
        if (!inForm(e)) return
        data.mouseMovementsInsideForm = true
        removeMove?.()
        removeMove = undefined
        publish()
      })
    },
    stop() {
      removers.forEach((remove) => remove())
      removers = []
      removeMove?.()
    },
    read: () => ok({ ...data }),
  }
}
