import { listen, ok, unixNow, type SignalFactory } from './types'

/**
 * `ct_fkp_timestamp`: "0" at start, then the unix second of the first keydown or
 * mousedown; both listeners are removed after it.
 */
export const firstKeyPress: SignalFactory<number> = ({ store, win }) => {
  let value = 0
  let removers: (() => void)[] = []
  const stop = () => {
    removers.forEach((remove) => remove())
    removers = []
  }
  const onPress = () => {
    stop()
    value = unixNow()
    store.set({ ct_fkp_timestamp: value })
  }
  return {
    start() {
      store.set({ ct_fkp_timestamp: '0' })
      removers = [listen(win, 'keydown', onPress), listen(win, 'mousedown', onPress)]
    },
    stop,
    read: () => ok(value),
  }
}
