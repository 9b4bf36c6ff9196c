// The scenarios' public surface: loading a scenario file and the verdict population.
export { loadScenario } from './load'
export type { LoadedScenario } from './load'
export { POPULATION, populationScenarios } from './population'
export type { PopulationMember } from './population'
