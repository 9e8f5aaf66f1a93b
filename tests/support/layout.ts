import type { Page } from '@playwright/test';

/**
 * Every visible control under `scope` (a CSS selector such as `main` or `.ant-modal`) that is not the
 * topmost element at its own centre once scrolled into view: a control another one covers cannot be
 * clicked. Each is named with what covers it.
 */
export function coveredControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls = document.querySelectorAll<HTMLElement>(
      [
        'button',
        'a[href]',
        '.ant-select',
        'input:not([type="hidden"])',
        'textarea',
        '[role="tab"]',
        // A radio or checkbox is its label: antd's input under it is transparent.
        '.ant-radio-wrapper',
        '.ant-radio-button-wrapper',
        '.ant-checkbox-wrapper',
      ]
        .map((control) => `${scope} ${control}`)
        .join(', '),
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (control.closest('.ant-select') && !control.classList.contains('ant-select')) continue;
      if (
        control.matches('input') &&
        control.closest('.ant-radio-wrapper, .ant-radio-button-wrapper, .ant-checkbox-wrapper')
      )
        continue;
      // Not shown: not a control to reach (antd keeps its tabs' overflow button so when all tabs fit).
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(control === hit || control.contains(hit))) {
        covered.push(
          `${control.tagName} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').slice(0, 60)}" under ${hit?.tagName}.${hit?.className}`,
        );
      }
    }
    return covered;
  }, scope);
}
