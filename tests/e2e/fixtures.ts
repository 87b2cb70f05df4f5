import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test as base } from '@playwright/test'

export const ADMIN = {
  username: 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'rahasia-e2e-123',
}

/** Runs axe-core on the page (WCAG 2.2 A/AA) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

export const test = base
export { expect }
