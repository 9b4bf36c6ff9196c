/**
 * How the code of the `calc-engine` chunk (derivation, displays, totals) reads field kinds:
 * through the table forms.js hands it when it installs the engine (calc/engine.ts), so the
 * chunk carries no second copy of the kind table (runtime/forms/kinds).
 */
import type { CalcValueOf, FieldKind } from '../../kinds/types'

/** The parts of the kind table the chunk's code asks for. */
export interface KindTable {
  readonly kindOf: (type: string) => FieldKind
  readonly calcValueOf: (kind: FieldKind) => CalcValueOf
}

let table: KindTable | undefined

/** Gives the chunk's code the page's kind table (once per page, before any form is built). */
export function provideKinds(kinds: KindTable): void {
  table = kinds
}

// Installed with the engine, before the engine's code runs (calc/engine.ts).
const kinds = (): KindTable => table as KindTable

/** The descriptor of a field type (see kinds/index.ts). */
export const kindOf = (type: string): FieldKind => kinds().kindOf(type)

/** The calc value of a field kind (see kinds/index.ts). */
export const calcValueOf = (kind: FieldKind): CalcValueOf => kinds().calcValueOf(kind)

/** Whether a field type holds sets of child fields (its control is the kit's repeater). */
export function isRepeater(type: string): boolean {
  const control = kindOf(type).control
  return typeof control === 'object' && control.kit === 'RepeaterField'
}
