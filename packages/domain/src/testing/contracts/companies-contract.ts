import { describe, expect, it } from '@jest/globals';
import { Company, type CompanyProps } from '../../tenancy/company';
import type { Page, PageRequest } from '../../kernel/page';
import type { Repositories } from '../../repositories';
import { aCompany } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from './harness';

function summary(page: Page<Company>): {
  ids: string[];
  total: number | null;
  page: number | null;
  perPage: number;
  lastPage: number | null;
} {
  return {
    ids: page.items.map((c) => c.id),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    lastPage: page.lastPage,
  };
}

/**
 * The contract of the `Companies` port: round trips, and the parent → branch tree (`treeOf` with its order
 * and pagination, `isInTreeOf`).
 */
export function companiesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Companies contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<CompanyProps | null> =>
      (await run((r) => r.companies.ofId(id)))?.toProps() ?? null;

    /**
     * grandparent → {root, sibling → siblingBranch}; root → {child → grandchild → greatGrandchild, secondChild};
     * unrelated → unrelatedBranch. createdAt and ids are chosen so that list order differs from tree order.
     */
    const seedTree = async () => {
      const grandparent = aCompany().withId(contractId(1)).createdAt(at(0)).build();
      const root = aCompany().withId(contractId(2)).branchOf(grandparent).createdAt(at(10)).build();
      const sibling = aCompany().withId(contractId(3)).branchOf(grandparent).createdAt(at(11)).build();
      const child = aCompany().withId(contractId(5)).branchOf(root).createdAt(at(20)).build();
      const secondChild = aCompany().withId(contractId(6)).branchOf(root).createdAt(at(30)).build();
      const grandchild = aCompany().withId(contractId(4)).branchOf(child).createdAt(at(20)).build();
      const greatGrandchild = aCompany().withId(contractId(7)).branchOf(grandchild).createdAt(at(5)).build();
      const unrelated = aCompany().withId(contractId(8)).createdAt(at(1)).build();
      const unrelatedBranch = aCompany().withId(contractId(9)).branchOf(unrelated).createdAt(at(2)).build();
      const siblingBranch = aCompany().withId(contractId(10)).branchOf(sibling).createdAt(at(3)).build();
      await seed(harness().uow, {
        companies: [
          grandparent,
          root,
          sibling,
          child,
          secondChild,
          grandchild,
          greatGrandchild,
          unrelated,
          unrelatedBranch,
          siblingBranch,
        ],
      });
      return {
        grandparent,
        root,
        sibling,
        child,
        secondChild,
        grandchild,
        greatGrandchild,
        unrelated,
        unrelatedBranch,
        siblingBranch,
      };
    };

    describe('save and ofId', () => {
      it('round-trips a top-level company and a branch with its own rate limit and report group size', async () => {
        const parent = aCompany().named('Grupo Ômega S.A.').identifiedBy('email').createdAt(at(0)).build();
        const branchBuilt = aCompany()
          .named('Ômega Filial Recife')
          .branchOf(parent)
          .withRateLimit(250)
          .withReportMinGroupSize(3)
          .createdAt(at(5))
          .build();
        const branch = Company.fromProps({ ...branchBuilt.toProps(), updatedAt: at(9) });
        await seed(harness().uow, { companies: [parent, branch] });

        expect(await propsOf(parent.id)).toEqual(parent.toProps());
        expect(await propsOf(branch.id)).toEqual(branch.toProps());
      });

      it('locks known, unknown and malformed ids alike without complaint, and changes nothing', async () => {
        const parent = aCompany().createdAt(at(0)).build();
        const branch = aCompany().branchOf(parent).createdAt(at(1)).build();
        await seed(harness().uow, { companies: [parent, branch] });

        await harness().uow.run((r) => r.companies.lock([branch.id, UNKNOWN_ID, NOT_A_UUID, parent.id, branch.id]));
        await harness().uow.run((r) => r.companies.lock([]));

        expect(await propsOf(parent.id)).toEqual(parent.toProps());
        expect(await propsOf(branch.id)).toEqual(branch.toProps());
      });

      it('answers null for an unknown id, and for one that is not a UUID', async () => {
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });

      it('updates a stored company', async () => {
        const company = aCompany().withRateLimit(100).withReportMinGroupSize(7).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company] });

        const updated = Company.fromProps({
          ...company.toProps(),
          rateLimitPerMinute: null,
          otpRequired: false,
          reportMinGroupSize: null,
          name: 'Novo Nome Ltda',
          updatedAt: at(10),
        });
        await run((r) => r.companies.save(updated));

        expect(await propsOf(company.id)).toEqual(updated.toProps());
      });
    });

    describe('treeOf', () => {
      it('returns the root and every company below it, ordered by createdAt then id', async () => {
        const t = await seedTree();

        const page = await run((r) => r.companies.treeOf(t.root.id, { page: 1, perPage: 10 }));

        expect(summary(page)).toEqual({
          ids: [t.greatGrandchild.id, t.root.id, t.grandchild.id, t.child.id, t.secondChild.id],
          total: 5,
          page: 1,
          perPage: 10,
          lastPage: 1,
        });
        expect(page.items.map((c) => c.toProps())).toEqual(
          [t.greatGrandchild, t.root, t.grandchild, t.child, t.secondChild].map((c) => c.toProps()),
        );
      });

      it('pages the tree with the exact total and last page', async () => {
        const t = await seedTree();
        const tree = async (root: string, request: PageRequest) =>
          summary(await run((r) => r.companies.treeOf(root, request)));

        expect(await walkByCursor((request) => run((r) => r.companies.treeOf(t.root.id, request)), 2)).toEqual([
          t.greatGrandchild.id,
          t.root.id,
          t.grandchild.id,
          t.child.id,
          t.secondChild.id,
        ]);
        expect(await tree(t.root.id, { page: 1, perPage: 2 })).toEqual({
          ids: [t.greatGrandchild.id, t.root.id],
          total: 5,
          page: 1,
          perPage: 2,
          lastPage: 3,
        });
        expect(await tree(t.root.id, { page: 3, perPage: 2 })).toEqual({
          ids: [t.secondChild.id],
          total: 5,
          page: 3,
          perPage: 2,
          lastPage: 3,
        });
        expect(await tree(t.root.id, { page: 4, perPage: 2 })).toEqual({
          ids: [],
          total: 5,
          page: 4,
          perPage: 2,
          lastPage: 3,
        });
        expect(await tree(t.secondChild.id, { page: 1, perPage: 10 })).toEqual({
          ids: [t.secondChild.id],
          total: 1,
          page: 1,
          perPage: 10,
          lastPage: 1,
        });
        expect((await tree(t.grandparent.id, { page: 1, perPage: 10 })).total).toBe(8);
      });

      it('answers an empty page for an unknown root', async () => {
        await seedTree();

        for (const root of [UNKNOWN_ID, NOT_A_UUID]) {
          expect(summary(await run((r) => r.companies.treeOf(root, { page: 1, perPage: 10 })))).toEqual({
            ids: [],
            total: 0,
            page: 1,
            perPage: 10,
            lastPage: 1,
          });
        }
      });
    });

    describe('isInTreeOf', () => {
      it('is true for the root itself and every company below it, false for any other', async () => {
        const t = await seedTree();
        const inTree = (id: string) => run((r) => r.companies.isInTreeOf(t.root.id, id));

        for (const member of [t.root, t.child, t.secondChild, t.grandchild, t.greatGrandchild]) {
          expect(await inTree(member.id)).toBe(true);
        }
        for (const outsider of [t.grandparent, t.sibling, t.siblingBranch, t.unrelated, t.unrelatedBranch]) {
          expect(await inTree(outsider.id)).toBe(false);
        }
        expect(await inTree(UNKNOWN_ID)).toBe(false);
        expect(await inTree(NOT_A_UUID)).toBe(false);
        expect(await run((r) => r.companies.isInTreeOf(UNKNOWN_ID, t.root.id))).toBe(false);
        expect(await run((r) => r.companies.isInTreeOf(NOT_A_UUID, t.root.id))).toBe(false);
        expect(await run((r) => r.companies.isInTreeOf(t.child.id, t.root.id))).toBe(false);
      });
    });
  });
}
