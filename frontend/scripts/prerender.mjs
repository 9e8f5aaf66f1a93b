// Writes the public pages as HTML at build time (after `vite build` and the SSR build of
// src/entry-server.tsx): dist/prerendered/<name>.html, which the backend serves for exactly those
// paths. Each page loads its own entry (src/landing.tsx for /, src/main.tsx's index.html for the
// others), which hydrates it; gets its CSS inlined (no render-blocking stylesheet) and modulepreload
// links for the lazy chunks its route needs, so hydration waits for no waterfall.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(frontend, 'dist');
const ANTD = 'src/app/antd-routes.ts';
const APP = 'index.html';

/**
 * The prerendered routes, each with its entry and the lazily loaded modules it renders (Vite
 * manifest keys).
 */
export const PRERENDERED_PAGES = [
  { url: '/', name: 'index', entry: 'src/landing.tsx', lazyModules: [] },
  {
    url: '/privacy',
    name: 'privacy',
    entry: APP,
    lazyModules: [ANTD, 'src/features/legal/routes/PrivacyPage.tsx'],
  },
  { url: '/faq', name: 'faq', entry: APP, lazyModules: [ANTD, 'src/features/faq/routes/FaqPage.tsx'] },
  {
    url: '/signin',
    name: 'signin',
    entry: APP,
    lazyModules: [ANTD, 'src/features/auth/routes/SignInPage.tsx'],
  },
  {
    url: '/signup',
    name: 'signup',
    entry: APP,
    lazyModules: [ANTD, 'src/features/auth/routes/SignUpPage.tsx'],
  },
];

const TEMPLATE_ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
// The tags Vite wrote into index.html for src/main.tsx: each page gets its own entry's instead.
const ENTRY_TAGS =
  /\s*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="[^"]+">)/g;
// React emits a page's <title> (a hoistable) ahead of its markup; it belongs in the head, before the
// site's default title (where React itself puts it on the client), and hydration adopts it there.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/** The chunks the modules load, statically imported ones included, in import order from the first. */
export function chunksOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/** `</style` cannot occur in CSS we build, but a stray one would end the element early. */
function inlineStyle(file) {
  const css = readFileSync(join(dist, file), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
  return `<style>${css}</style>`;
}

const preloadLink = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;

function pageHtml(template, manifest, page, rendered) {
  if (!manifest[page.entry]?.isEntry) throw new Error(`${page.entry} is no entry of the Vite build`);
  const entryFile = manifest[page.entry].file;
  const entry = chunksOf(manifest, [page.entry]);
  const lazy = chunksOf(manifest, page.lazyModules);
  const entryTags = [
    `<script type="module" crossorigin src="/${entryFile}"></script>`,
    ...[...entry.js].filter((file) => file !== entryFile).map(preloadLink),
    ...[...entry.css].map(inlineStyle),
  ].join('');
  const lazyTags = [
    ...[...lazy.js].filter((file) => !entry.js.has(file)).map(preloadLink),
    ...[...lazy.css].filter((file) => !entry.css.has(file)).map(inlineStyle),
  ].join('');
  const hoisted = rendered.html.match(LEADING_HOISTABLES)[0];
  const body = rendered.html.slice(hoisted.length);
  if (!template.includes(TEMPLATE_ROOT)) throw new Error(`index.html has no ${TEMPLATE_ROOT}`);
  const head = template.replace(ENTRY_TAGS, '');
  if (/<script|rel="(?:stylesheet|modulepreload)"/.test(head)) {
    throw new Error(
      "index.html has an entry tag this script does not know: it would load src/main.tsx's code",
    );
  }
  return (
    head
      // antd prepends its styles to the head at run time, so the app's own CSS wins ties: the same here.
      .replace('<head>', () => `<head>${rendered.antdStyles}`)
      .replace('</head>', () => `${entryTags}${lazyTags}</head>`)
      .replace(TEMPLATE_TITLE, (title) => `${hoisted}${title}`)
      .replace(TEMPLATE_ROOT, () => `<div id="root">${body}</div>`)
  );
}

async function main() {
  // React, react-router and antd read NODE_ENV when loaded; antd even derives its class names from
  // it, so the markup must come from the production builds the browser runs.
  process.env.NODE_ENV = 'production';
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(join(frontend, 'dist-ssr', 'entry-server.js')).href);
  const urls = PRERENDERED_PAGES.map((page) => page.url);
  if (urls.join() !== server.PRERENDERED_PATHS.join()) {
    throw new Error(
      `src/entry-server.tsx prerenders ${server.PRERENDERED_PATHS} but this script writes ${urls}`,
    );
  }
  const out = join(dist, 'prerendered');
  mkdirSync(out, { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const html = pageHtml(template, manifest, page, await server.prerenderPage(page.url));
    writeFileSync(join(out, `${page.name}.html`), html);
    console.log(`prerendered ${page.url} → dist/prerendered/${page.name}.html (${html.length} bytes)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
