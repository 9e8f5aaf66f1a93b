import { expect, test } from '../support/test';

test.describe('landing page (signed out)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('top bar: product name, teacher site, schedule and membership anchors, Sign In', async ({ page }) => {
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sadhana, home' })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    const teacher = nav.getByRole('link', { name: /Our Teacher/ });
    await expect(teacher).toHaveAttribute('href', /^https:\/\//);
    await expect(teacher).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute(
      'href',
      '#schedule',
    );
    await expect(nav.getByRole('link', { name: 'Membership', exact: true })).toHaveAttribute(
      'href',
      '#pricing',
    );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  test('Sign In is a full-page navigation to /api/login', async ({ page }) => {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    expect((await request).isNavigationRequest()).toBe(true);
  });

  test('sections appear in the specified order', async ({ page }) => {
    const order = await page.evaluate(() => {
      const ids = [
        'hero-title',
        'quote-title',
        'pricing',
        'schedule',
        'workshops',
        'retreats',
        'experiences',
      ];
      const elements = ids.map((id) => document.getElementById(id));
      elements.push(document.querySelector('footer'));
      return elements.map((el) => (el ? el.getBoundingClientRect().top + window.scrollY : -1));
    });
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator('section#pricing')).toHaveCount(1);
    await expect(page.locator('section#schedule')).toHaveCount(1);
    await expect(page.locator('section#workshops')).toHaveCount(1);
  });

  test('hero reads "Let\'s do Sadhana" with Become a Member to /signup', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's do Sadhana");
    const cta = page
      .getByRole('region', { name: "Let's do Sadhana" })
      .getByRole('link', { name: 'Become a Member' });
    await expect(cta).toHaveAttribute('href', '/signup');
    await cta.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Community');
  });

  test('the quotation links to an external article', async ({ page }) => {
    const quote = page.getByRole('region', { name: 'Why we practise daily' }).getByRole('figure');
    await expect(quote.locator('blockquote')).toContainText('Practice becomes firmly grounded');
    const article = quote.getByRole('link');
    await expect(article).toHaveAttribute('href', /^https:\/\//);
    await expect(article).toHaveAttribute('target', '_blank');
    await expect(article).toHaveAttribute('rel', /noopener/);
  });

  test('pricing: $150/month, what it includes, terms and locations', async ({ page }) => {
    const pricing = page.locator('#pricing');
    await expect(pricing.getByTestId('price')).toHaveText('$150/month');
    for (const item of [
      'Unlimited daily sessions',
      '15% off workshops and retreats',
      'Community support',
      'Certified instruction',
    ]) {
      await expect(pricing.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    }
    await expect(pricing).toContainText('Cancel anytime');
    await expect(pricing).toContainText('No long-term commitment');
    await expect(pricing).toContainText('New Jersey & New York City');
  });

  test('Join Community goes to /signin when signed out', async ({ page }) => {
    const join = page.locator('#pricing').getByRole('link', { name: 'Join Community' });
    await expect(join).toHaveAttribute('href', '/signin');
    await join.click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });

  test('the Membership anchor scrolls to #pricing and Schedule to #schedule', async ({ page }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing h2')).toBeInViewport();
    await nav.getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/#schedule$/);
    await expect(page.locator('#schedule h2')).toBeInViewport();
  });

  test('weekend workshops list the six programs', async ({ page }) => {
    const names = page
      .getByTestId('workshop-practices')
      .getByRole('listitem')
      .getByRole('heading', { level: 3 });
    await expect(names).toHaveText([
      'Surya Kriya',
      'Surya Shakti',
      'Yogasanas',
      'Angamardhana',
      'Bhuta Shuddhi',
      'Upa Yoga',
    ]);
  });

  test('retreats list the past retreats', async ({ page }) => {
    const retreats = page.getByTestId('past-retreats').getByRole('listitem');
    await expect(retreats).toHaveCount(4);
    await expect(retreats.nth(0)).toContainText('2020');
    await expect(retreats.nth(0)).toContainText('Costa Rica');
    await expect(retreats.nth(1)).toContainText('2018');
    await expect(retreats.nth(2)).toContainText('2017');
    await expect(retreats.nth(3)).toContainText('Colombia cultural festival');
    await expect(retreats.nth(3)).toContainText('2015');
  });

  test('student experiences show name, role and text', async ({ page }) => {
    const testimonials = page.locator('#experiences').getByRole('figure');
    expect(await testimonials.count()).toBeGreaterThanOrEqual(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.locator('blockquote')).not.toBeEmpty();
      await expect(testimonial.getByTestId('testimonial-name')).not.toBeEmpty();
      await expect(testimonial.getByTestId('testimonial-role')).not.toBeEmpty();
    }
  });

  test('footer: Home, teacher site, Privacy & TOC, FAQ', async ({ page }) => {
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: /Our Teacher/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', { name: 'Privacy & TOC' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
