export { whenReady } from '../events/lifecycle'
