import { ACTIVITY_KEY } from '../storage/no-cookie'
import { pointerSamples, type SampleListener } from './pointer-samples'
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

/**
 * Click activity, published to the store (memory) on each change. Whether the pointer moved
 * over a form is read from the pointer trail's samples (one move per 150 ms while it moves,
 * for its first 50 points) and from mouse releases in a form, so pointer movement costs
 * this signal no listener call of its own (a delegated `mouseover` was one call per element
 * the pointer crossed).
 */
export const clickActivity: SignalFactory<ClickActivity> = ({ store, win }) => {
  const data: ClickActivity = {}
  let removers: (() => void)[] = []
  const inForm = (e: Event) => !!asElement(e.target)?.closest('form')
  const publish = () => store.set({ [ACTIVITY_KEY]: JSON.stringify(data) }, { where: 'memory' })
  const samples = pointerSamples(win)
  const movedInForm = () => {
    if (data.mouseMovementsInsideForm) return false
    samples.delete(onSample)
    return (data.mouseMovementsInsideForm = true)
  }
  const onSample: SampleListener = (move) => {
    if (inForm(move) && movedInForm()) publish()
  }
  return {
    start() {
      removers = [
        listen(win.document, 'click', (e) => {
          if (!inForm(e)) return
          data.clicks = (data.clicks ?? 0) + 1
          publish()
        }),
        // A mouse released over a form was moved there.
        listen(win.document, 'mouseup', (e) => {
          if (!inForm(e)) return
          let changed = movedInForm()
          if (win.getSelection()?.type === 'Range') {
            data.selected = (data.selected ?? 0) + 1
            changed = true
          }
          if (changed) publish()
        }),
      ]
      samples.add(onSample)
    },
    stop() {
      removers.forEach((remove) => remove())
      removers = []
      samples.delete(onSample)
    },
    read: () => ok({ ...data }),
  }
}
