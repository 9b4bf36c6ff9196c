export { detectBlock } from './detect'
export type { BlockMessage, DetectOptions } from './detect'
export { showBlockMessage } from './show'
