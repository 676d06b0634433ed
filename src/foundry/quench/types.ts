/**
 * A narrow declaration of the Quench module's API (https://github.com/Ethaks/FVTT-Quench), only
 * what this system uses. Quench ships no types for fvtt-types 13, so this is our own reading of
 * its documented API: it calls `Hooks.callAll("quenchReady", quench)` once, and each batch
 * function receives Mocha's BDD functions and Chai's `assert` in one context object.
 */

/** A Mocha test or hook body: synchronous, or a promise Mocha waits for. */
export type QuenchBody = () => void | Promise<void>;

/** The subset of Chai's `assert` the batches call. */
export interface QuenchAssert {
  ok(value: unknown, message?: string): asserts value;
  equal(actual: unknown, expected: unknown, message?: string): void;
  notEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  lengthOf(value: { readonly length: number }, length: number, message?: string): void;
}

/** What a batch function is given (Quench passes more: Mocha's context, Chai's expect, fast-check). */
export interface QuenchBatchContext {
  describe(title: string, fn: () => void): void;
  it(title: string, fn: QuenchBody): void;
  before(fn: QuenchBody): void;
  after(fn: QuenchBody): void;
  readonly assert: QuenchAssert;
}

export type QuenchBatchFunction = (context: QuenchBatchContext) => void;

/** The `quench` object the hook passes. */
export interface Quench {
  /** Register a batch; `key` is "<package id>.<name>", shown under its displayName. */
  registerBatch(key: string, fn: QuenchBatchFunction, context?: { displayName?: string }): void;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Quench: every batch registers here (only when the Quench module is active). */
      quenchReady: (quench: Quench) => void;
    }
  }
}
