/**
 * Build-time stand-in for `react` inside Bramble's bundles (aliased in esbuild.mjs).
 * Every export forwards, at call time, to the page's React host (WordPress's globals or
 * the shared vendor file), so a bundle can contain components without carrying React and
 * without React being present until the first component renders.
 * Rule that follows: no React API is called while a module evaluates.
 */
import type * as R from 'react'
import { reactHost } from '../react-host'

const r = (): typeof R => reactHost().React

export const Fragment = Symbol.for('react.fragment') as unknown as typeof R.Fragment
export const StrictMode = Symbol.for('react.strict_mode') as unknown as typeof R.StrictMode
export const Suspense = Symbol.for('react.suspense') as unknown as typeof R.Suspense

export const createElement: typeof R.createElement = ((...a: Parameters<typeof R.createElement>) =>
  r().createElement(...a)) as typeof R.createElement
export const cloneElement: typeof R.cloneElement = ((...a: Parameters<typeof R.cloneElement>) =>
  r().cloneElement(...a)) as typeof R.cloneElement
export const isValidElement = ((o: unknown) => r().isValidElement(o)) as typeof R.isValidElement
export const createContext: typeof R.createContext = (v) => r().createContext(v)
export const createRef: typeof R.createRef = () => r().createRef()
export const forwardRef: typeof R.forwardRef = (c) => r().forwardRef(c)
export const memo = ((c: never, cmp?: never) => r().memo(c, cmp)) as typeof R.memo
export const lazy: typeof R.lazy = (f) => r().lazy(f)
export const startTransition: typeof R.startTransition = (f) => r().startTransition(f)

export const useState = ((i?: unknown) => r().useState(i)) as typeof R.useState
export const useReducer = ((...a: never[]) =>
  (r().useReducer as (...x: never[]) => unknown)(...a)) as typeof R.useReducer
export const useEffect: typeof R.useEffect = (f, d) => r().useEffect(f, d)
export const useLayoutEffect: typeof R.useLayoutEffect = (f, d) => r().useLayoutEffect(f, d)
export const useInsertionEffect: typeof R.useInsertionEffect = (f, d) =>
  r().useInsertionEffect(f, d)
export const useRef = ((i?: unknown) => r().useRef(i)) as typeof R.useRef
export const useMemo: typeof R.useMemo = (f, d) => r().useMemo(f, d)
export const useCallback: typeof R.useCallback = (f, d) => r().useCallback(f, d)
export const useContext: typeof R.useContext = (c) => r().useContext(c)
export const useId: typeof R.useId = () => r().useId()
export const useImperativeHandle: typeof R.useImperativeHandle = (ref, f, d) =>
  r().useImperativeHandle(ref, f, d)
export const useSyncExternalStore: typeof R.useSyncExternalStore = (s, g, gs) =>
  r().useSyncExternalStore(s, g, gs)
export const useTransition: typeof R.useTransition = () => r().useTransition()
export const useDeferredValue = ((v: unknown) =>
  r().useDeferredValue(v)) as typeof R.useDeferredValue
export const useDebugValue: typeof R.useDebugValue = (v, f) => r().useDebugValue(v, f)

/** Default export for `import React from 'react'` style code. */
const ReactShim = {
  Fragment,
  StrictMode,
  Suspense,
  createElement,
  cloneElement,
  isValidElement,
  createContext,
  createRef,
  forwardRef,
  memo,
  lazy,
  startTransition,
  useState,
  useReducer,
  useEffect,
  useLayoutEffect,
  useInsertionEffect,
  useRef,
  useMemo,
  useCallback,
  useContext,
  useId,
  useImperativeHandle,
  useSyncExternalStore,
  useTransition,
  useDeferredValue,
  useDebugValue,
}
export default ReactShim
