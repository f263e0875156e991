import { expect, test, type Page } from './fixtures';
import { bankCall } from './bank-helpers';
import { heading } from './form-helpers';

interface Level {
  mbrLevelId: string;
  mbrLevelName: string;
  allRaiConfList: Array<{ legalRightName: string; legalRightSketch: string; legalRightDetail: string }>;
}
interface Membership {
  accumSum: string;
  accumEnd: string;
  mbrLevelName: string;
  curMbrLevelId: string;
  allLevelList: Level[];
}

async function membershipOf(page: Page, locale = 'id-ID'): Promise<Membership> {
  const body = await bankCall<Membership>(page, '/ams/cardpoint/query/member_right_lvl', {}, locale);
  expect(body.ret_code, body.ret_msg).toBe('0000');
  return body.ret_data;
}

const cases = [
  {
    id: 'member.starter',
    level: 'Starter',
    points: '1.250.000 poin terkumpul',
    next: 'Kumpulkan 750.000 poin lagi untuk naik ke Advanced',
    nextLevel: 'Advanced',
  },
  {
    id: 'member.advanced',
    level: 'Advanced',
    points: '3.400.000 poin terkumpul',
    next: 'Kumpulkan 1.600.000 poin lagi untuk naik ke Premium',
    nextLevel: 'Premium',
  },
  {
    id: 'member.premium',
    level: 'Premium',
    points: '6.200.000 poin terkumpul',
    next: null,
    nextLevel: null,
  },
] as const;

type Case = (typeof cases)[number];

/** What every level's page shows, from the bank's answer: status, track with the marker, benefits. */
async function expectLevelPage(
  {
    page,
    scenario,
    expectAccessible,
  }: { page: Page; scenario: (id: string) => Promise<void>; expectAccessible: () => Promise<void> },
  c: Case,
) {
  await scenario(c.id);
  await expect(heading(page, 'LEVEL MEMBER')).toBeVisible();
  const bank = await membershipOf(page);
  expect(bank.mbrLevelName).toBe(c.level);
  await expect(page.getByTestId('member-level')).toHaveText(c.level);
  await expect(page.getByTestId('member-points')).toHaveText(c.points);
  if (c.next) {
    await expect(page.getByTestId('member-next')).toHaveText(c.next);
    await expect(page.getByTestId('member-top')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('member-top')).toHaveText(
      'Selamat! Kamu sudah di level tertinggi, Premium.',
    );
    await expect(page.getByTestId('member-next')).toHaveCount(0);
  }

  // The track: every level, the marker on the member's only.
  const steps = page.getByTestId('member-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.locator('.mb-step__name')).toHaveText(['Starter', 'Advanced', 'Premium']);
  const here = page.locator('[aria-current="step"]');
  await expect(here).toHaveCount(1);
  await expect(here).toHaveAttribute('data-level', c.level);
  await expect(here.getByTestId('member-here')).toHaveText('Kamu di sini');
  await expect(page.getByTestId('member-step').filter({ hasText: 'Premium' })).toContainText(
    'Mulai 5.000.000 poin',
  );
  await expect(page.getByTestId('member-step').filter({ hasText: 'Advanced' })).toContainText(
    '2.000.000 - 4.999.999 poin',
  );

  // The benefits as the bank answers them: the current level's, and the next level's below a title.
  const current = bank.allLevelList.find((l) => l.mbrLevelName === c.level)!;
  const currentCard = page.getByTestId('member-benefits-current');
  await expect(currentCard.getByRole('heading')).toHaveText(`Keuntungan ${c.level}`);
  await expect(currentCard.locator('.mb-benefit__name')).toHaveText(
    current.allRaiConfList.map((b) => b.legalRightName),
  );
  if (c.nextLevel) {
    const next = bank.allLevelList.find((l) => l.mbrLevelName === c.nextLevel)!;
    const nextCard = page.getByTestId('member-benefits-next');
    await expect(nextCard.getByRole('heading')).toHaveText(`Keuntungan di ${c.nextLevel}`);
    await expect(nextCard.locator('.mb-benefit__name')).toHaveText(
      next.allRaiConfList.map((b) => b.legalRightName),
    );
  } else {
    await expect(page.getByTestId('member-benefits-next')).toHaveCount(0);
  }
  await expectAccessible();

  // A benefit opens to its detail.
  const benefit = current.allRaiConfList.at(-1)!;
  await currentCard.getByText(benefit.legalRightName).click();
  await expect(currentCard.getByText(benefit.legalRightDetail)).toBeVisible();
}

test.describe('Membership', () => {
  test('[member.starter] Starter: the points still needed for Advanced, you are here, benefits now and next', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await expectLevelPage({ page, scenario, expectAccessible }, cases[0]);
  });

  test('[member.advanced] Advanced: the points still needed for Premium, you are here, benefits now and next', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await expectLevelPage({ page, scenario, expectAccessible }, cases[1]);
  });

  test('[member.premium] Premium: the highest-level message, you are here, the Premium benefits', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await expectLevelPage({ page, scenario, expectAccessible }, cases[2]);
  });

  test('[member.advanced] in English the page and the benefits read in English', async ({
    page,
    scenario,
  }) => {
    await scenario('member.advanced-english');
    await expect(heading(page, 'MEMBERSHIP LEVEL')).toBeVisible();
    const bank = await membershipOf(page, 'en-US');
    await expect(page.getByTestId('member-points')).toHaveText('3.400.000 points collected');
    await expect(page.getByTestId('member-next')).toHaveText(
      'Collect 1.600.000 more points to reach Premium',
    );
    await expect(page.locator('[aria-current="step"]').getByTestId('member-here')).toHaveText('You are here');
    const advanced = bank.allLevelList.find((l) => l.mbrLevelName === 'Advanced')!;
    expect(advanced.allRaiConfList[0]!.legalRightName).toBe('Points on every transaction');
    await expect(page.getByTestId('member-benefits-current').locator('.mb-benefit__name')).toHaveText(
      advanced.allRaiConfList.map((b) => b.legalRightName),
    );
  });
});
