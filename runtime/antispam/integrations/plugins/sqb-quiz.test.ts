import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { sqbQuiz } from './sqb-quiz'

describe('SQBSubmitQuizAjax: jQuery (contract f)', () => {
  expectJquerySigns(sqbQuiz, [{ data: 'action=SQBSubmitQuizAjax&quiz_id=2', key: 'U' }])
})
