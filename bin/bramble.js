#!/usr/bin/env node
// The `bramble` command. Runs the TypeScript sources through tsx's loader.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../cli/main.ts')
process.exitCode = await main(process.argv)
