export { loadAntispamUi, UI_CHUNK } from './load-ui'
export type {
  AntispamUi,
  BadgePhrases,
  DecoderPopupState,
  DecoderTexts,
  IndicatorState,
  ModalRequest,
} from './types'
