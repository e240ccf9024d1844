/**
 * 2.10.4: the category rail. Candidates (categories that could ever be on the rail) depend
 * only on the catalog and are computed once, with the catalog's views (railCandidates.ts, run
 * where the catalog is read, not by the first load); the rail of a brand group is the
 * candidates inside its scope.
 */
import type { Category } from '../core/catalog';
import { inScope, type CategoryScope } from './scope';

/** 2.10.4: the rail: the candidates whose ids the (effective, 2.10.3) scope allows. */
export function categoryRail(candidates: readonly Category[], scope: CategoryScope): readonly Category[] {
  return scope === null ? candidates : candidates.filter((c) => inScope(scope, c.id));
}

/** 2.10.4: the category with `categoryId` when it is on the rail, else the first; null for an empty rail. */
export function selectCategory(rail: readonly Category[], categoryId: number | null): Category | null {
  if (categoryId !== null) {
    const listed = rail.find((c) => c.id === categoryId);
    if (listed) return listed;
  }
  return rail[0] ?? null;
}
