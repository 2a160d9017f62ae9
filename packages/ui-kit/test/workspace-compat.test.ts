import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ui-kit depends on neither React Router, TanStack Query nor the api-client, yet its screen
 * patterns take what they return: `useSearchParams()`, `useMatches()`, a query result, and route
 * handles the shell reads as the api-client's `RouteHandle`. This compiles, from where the shell's
 * code sits (so with the shell's own versions of those packages), a file that hands each of them to
 * ui-kit's structural types. A change on either side that breaks the fit fails here.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const checkFile = resolve(root, 'apps/portal/src/ui-kit-compat.check.ts');

const source = `
import type { RouteAccess, RouteHandle } from '../../../packages/api-client/src/session/access.ts';
import type { RouteMatchLike, ScreenAccess, ScreenHandle } from '../../../packages/ui-kit/src/route-handle/route-handle.ts';
import type { SearchParamsState } from '../../../packages/ui-kit/src/list-state/use-list-state.ts';
import type { QueryLike } from '../../../packages/ui-kit/src/section/section.tsx';
import type { FailureLike } from '../../../packages/ui-kit/src/outcome/outcome.ts';
import type { ApiError, UnexpectedResponseError } from '../../../packages/api-client/src/http/errors.ts';
import type { useMatches, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';

declare const screenHandle: ScreenHandle;
export const handleForTheShell: RouteHandle = screenHandle;
declare const routeAccess: RouteAccess;
export const accessFromAnArea: ScreenAccess = routeAccess;
declare const screenAccess: ScreenAccess;
export const accessForTheGuard: RouteAccess = screenAccess;

declare const matches: ReturnType<typeof useMatches>;
export const matchesForBreadcrumbs: readonly RouteMatchLike[] = matches;

declare const searchParams: ReturnType<typeof useSearchParams>;
export const searchParamsForTheList: SearchParamsState = searchParams;

declare const query: UseQueryResult<Array<{ id: number }>, Error>;
export const queryForASection: QueryLike<Array<{ id: number }>> = query;

declare const apiError: ApiError;
declare const unreadable: UnexpectedResponseError;
export const failures: FailureLike[] = [apiError, unreadable];
export const status: number = apiError.status;
export const details: string = unreadable.details;
`;

function diagnose(): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    resolve(fileName) === checkFile ? ts.createSourceFile(fileName, source, language) : getSourceFile(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => resolve(fileName) === checkFile || fileExists(fileName);
  const program = ts.createProgram([checkFile], options, host);
  const file = program.getSourceFile(checkFile);
  return ts
    .getPreEmitDiagnostics(program, file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the screen patterns fit what the shell hands them', () => {
  it('route handles, access, matches, search params, query results and api errors', () => {
    expect(diagnose()).toEqual([]);
  }, 60_000);
});
