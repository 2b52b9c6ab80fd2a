/**
 * The content pages in a real browser on the site built against the provider: each page's spec
 * headings and buttons; the fallback build's services badge; the achievements switch; the home
 * scroll to #get-started; desktop layout. (Every route at 375 px in both themes, with axe, is the
 * phone spec's.)
 */
import { expect, test } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';

const site = () => e2eEnv('E2E_SITE_URL');

interface PageSpec {
  path: string;
  headings: string[];
  buttons?: string[];
  links?: string[];
  /** Form slots (issue 9 turns their links into dialog buttons): a link or a button. */
  controls?: string[];
}

const PAGES: PageSpec[] = [
  {
    path: '/',
    headings: [
      'Corporate Cloud Training That Delivers',
      'Our Services',
      'Cloud-Native. AI-Ready. Always Ahead.',
      'Our Story',
      'Ready to Get Started?',
    ],
    buttons: ['Get Started', 'Our Services'],
    links: ['Explore Corporate Training'],
  },
  {
    path: '/about',
    headings: [
      'Cloud-Native. AI-Ready. Always Ahead.',
      'Our Story',
      'Our Achievements',
      'Our Values',
      'Excellence',
      'Innovation',
      'Integrity',
      'Partnership',
      'Our Expertise',
      'Cloud Architecture',
      'AI & Machine Learning',
      'DevOps & Automation',
      'Data & Analytics',
      'Our Journey',
      'Why Choose Us',
      'Ready to Transform Your Business?',
    ],
    buttons: ['Schedule Free Consultation'],
    links: ['Our Services', 'Start Your Project', 'Explore Services'],
  },
  {
    path: '/services',
    headings: ['Our Services', "What You'll Get", 'Ready to Transform Your Business?'],
    buttons: ['Contact Us'],
    links: [
      'Explore Services',
      'Schedule Consultation',
      'Schedule a Consultation',
      'Learn About Us',
    ],
  },
  {
    path: '/industries',
    headings: ['Industries We Serve'],
    buttons: ['Explore Solutions'],
    links: ['Contact Us'],
    controls: ['Start a Conversation'],
  },
  {
    path: '/expertise',
    headings: ['Core Expertise Areas'],
    links: ['Contact Us'],
    controls: ['Start a Conversation'],
  },
  {
    path: '/products',
    headings: ['Our Products', 'Get Product Information'],
    buttons: ['Explore Products', 'Learn More'],
    controls: ['Request Demo'],
  },
  {
    path: '/partners',
    headings: [
      'Strategic Partners & Growth',
      'Revenue Growth',
      'Customer Value',
      'Expert Support',
      'Market Expansion',
      'Brand Enhancement',
      'Trusted Partnership',
      'Training Reseller',
      'Referral Partner',
      'Strategic Alliance',
    ],
    buttons: ['Become a Partner', 'Learn More'],
    links: ['Start Partnership'],
  },
  {
    path: '/azure-consulting',
    headings: [
      'Azure Consulting',
      'Cloud Migration & Modernization',
      'Intelligent Apps with AI/ML',
      'Cloud Architecture & Strategy',
      'DevOps & Automation',
    ],
    links: [
      'Discuss This Service',
      'Start Your Project',
      'Schedule Consultation',
      'Download Case Studies',
    ],
  },
  {
    path: '/corporate-training',
    headings: [
      'Corporate Training Services & Workshops',
      'Why Choose Our Training?',
      'Expert Instructors',
      'Practical Focus',
      'Flexible Scheduling',
      'Request Training',
    ],
    buttons: ['Browse Training', 'Schedule Consultation'],
    links: ['Request This Training'],
  },
  {
    path: '/courses',
    headings: [
      'Online Courses - Coming Soon',
      'Azure & Cloud Courses',
      'AI/ML Learning Paths',
      'Self-Paced Learning',
    ],
    links: ['Back to Home', 'Get Notified'],
  },
  {
    path: '/path',
    headings: [
      'Under Development',
      'Personalized Roadmaps',
      'Progress Tracking',
      'Community Support',
    ],
    links: ['Back to Home'],
  },
  {
    path: '/privacy-policy',
    headings: [
      'Privacy Policy',
      '1. Introduction',
      '6. Policy for Children',
      '7. Controls for Do-Not-Track Features',
      '9. Contact Us',
    ],
  },
  {
    path: '/terms-of-service',
    headings: [
      'Terms of Service',
      '1. Agreement to Terms',
      '2. Intellectual Property Rights',
      '3. User Representations',
      '4. Prohibited Activities',
      '5. Purchases and Payment',
      '6. Refund Policy',
      '7. Term and Termination',
      '8. Governing Law',
      '9. Contact Us',
    ],
  },
];

test.describe('content pages', () => {
  for (const spec of PAGES) {
    test(`${spec.path} shows the spec's headings and buttons`, async ({ page }) => {
      await page.goto(site() + spec.path);
      for (const name of spec.headings) {
        await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
      }
      for (const name of spec.buttons ?? []) {
        await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible();
      }
      for (const name of spec.links ?? []) {
        await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
      }
      for (const name of spec.controls ?? []) {
        const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        await expect(page.locator('a, button').filter({ hasText: exact }).first()).toBeVisible();
      }
    });
  }
});

test.describe('services page data', () => {
  test('one card per active service, anchors matching the home panel links, no fallback badge', async ({
    page,
  }) => {
    await page.goto(site() + '/services');
    const cards = page.getByTestId('service-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Fallback Content')).toHaveCount(0);
    await expect(cards.nth(0).getByText('Featured')).toBeVisible();
    await expect(cards.nth(0).getByText('Consulting', { exact: true })).toBeVisible();
    await expect(cards.nth(2).getByText('Featured')).toHaveCount(0);
    await expect(page.getByText('Free 15-min discovery call available').first()).toBeVisible();

    await page.goto(site() + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Our Services' }).click();
    const learnMore = page.getByRole('link', { name: /^Learn more about / }).first();
    const href = await learnMore.getAttribute('href');
    expect(href).toMatch(/^\/services#/);
    await learnMore.click();
    await expect(page).toHaveURL(site() + href!);
    await expect(page.locator(`[id="${decodeURIComponent(href!.split('#')[1])}"]`)).toBeVisible();
  });

  test('the build without the provider shows the content/ services with the Fallback Content badge', async ({
    page,
  }) => {
    await page.goto(e2eEnv('E2E_FALLBACK_SITE_URL') + '/services');
    await expect(page.getByText('Fallback Content')).toBeVisible();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
  });
});

test.describe('home page behaviour', () => {
  test('Get Started scrolls smoothly to #get-started, 80 px below the top', async ({ browser }) => {
    // A short window, so the page can scroll the whole way.
    const context = await browser.newContext({ viewport: { width: 1280, height: 400 } });
    const page = await context.newPage();
    await page.goto(site() + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Get Started', exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('get-started')!.getBoundingClientRect().top),
        ),
      )
      .toBe(80);
    await context.close();
  });

  test('expertise cards are in the first paint, with no skeleton', async ({ page }) => {
    await page.goto(site() + '/');
    await expect(page.getByTestId('expertise-card').first()).toBeVisible();
    await expect(page.getByTestId('expertise-skeleton')).toHaveCount(0);
  });
});

test.describe('achievements on /about', () => {
  const admin = () => ({ Authorization: `Bearer ${e2eEnv('E2E_ADMIN_TOKEN')}` });

  test('hidden when the Achievements-AboutUs section is switched off, without a rebuild', async ({
    page,
    request,
  }) => {
    const provider = e2eEnv('E2E_PROVIDER_URL');
    const list = await request.get(`${provider}/admin/api/menu-sections`, { headers: admin() });
    const section = ((await list.json()) as { id: number; name: string }[]).find(
      (s) => s.name === 'Achievements-AboutUs',
    );
    expect(section).toBeDefined();
    await page.goto(site() + '/about');
    await expect(page.getByTestId('achievements')).toContainText('98%');
    await request.patch(`${provider}/admin/api/menu-sections/${section!.id}`, {
      headers: admin(),
      data: { isActive: false },
    });
    try {
      const fresh = await page.context().browser()!.newPage();
      await fresh.goto(site() + '/about');
      await expect(fresh.getByRole('heading', { name: 'Our Values' })).toBeVisible();
      await expect(fresh.getByTestId('achievements')).toHaveCount(0);
      await fresh.close();
    } finally {
      await request.patch(`${provider}/admin/api/menu-sections/${section!.id}`, {
        headers: admin(),
        data: { isActive: true },
      });
    }
  });
});

test.describe('desktop layout', () => {
  test('/azure-consulting at 1280 px: the four results fill their row, no empty column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site()}/azure-consulting`);
    const cards = page.getByTestId('stat-card');
    await expect(cards).toHaveCount(4);
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    const grid = await cards
      .first()
      .evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    expect(Math.abs(boxes[3]!.right - grid.right)).toBeLessThanOrEqual(1);
  });

  test("every button, field and list of a form uses the site's font, not the browser's", async ({
    page,
  }) => {
    for (const path of ['/contact-us', '/corporate-training', '/products']) {
      await page.goto(site() + path);
      const fonts = await page.evaluate(() => {
        const body = getComputedStyle(document.body).fontFamily;
        return Array.from(document.querySelectorAll('button, input, select, textarea'))
          .map((element) => getComputedStyle(element).fontFamily)
          .filter((font) => font !== body);
      });
      expect(fonts, path).toEqual([]);
    }
  });
});
