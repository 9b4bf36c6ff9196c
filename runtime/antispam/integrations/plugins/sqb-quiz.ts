import type { PluginIntegration } from '../engine/plugin'

/** The `SQBSubmitQuizAjax` quiz (contract f): its jQuery request gets the bare field. */
export const sqbQuiz: PluginIntegration = {
  jquerySigns: [{ all: ['action=SQBSubmitQuizAjax'], key: 'U' }],
}
