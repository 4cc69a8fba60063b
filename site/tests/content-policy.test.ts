import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { contentSanitizer } from '../src/lib/content-policy';
import { sanitizeContent } from '../src/lib/sanitize-at-build';

/**
 * Editors' HTML as the site publishes it (the build's sanitiser, DOMPurify over jsdom) and as the
 * draft preview shows it (the browser's DOMPurify): the same policy, so the same answers.
 */
const SANITISERS = [
  ['at build', sanitizeContent],
  ['in the preview', contentSanitizer(DOMPurify)],
] as const;

describe.each(SANITISERS)('editors’ HTML %s', (_where, sanitize) => {
  it.each([
    ['<p>Avant</p><script>alert(1)</script><p>Après</p>', '<p>Avant</p><p>Après</p>'],
    ['<script src="/uploads/x_1a2b.js"></script>', ''],
    ['<img src="/uploads/photo.jpg" onerror="alert(1)" alt="La rue">', '<img src="/uploads/photo.jpg" alt="La rue">'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">', ''],
    ['<img src="https://traceur.example.com/pixel.gif" alt="">', ''],
    [
      '<img src="https://brocante.example.be/uploads/plan.png" alt="Plan">',
      '<img src="https://brocante.example.be/uploads/plan.png" alt="Plan">',
    ],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe><p>Texte</p>', '<p>Texte</p>'],
    ['<a href="javascript:alert(1)">Cliquez</a>', '<a>Cliquez</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">Cliquez</a>', '<a>Cliquez</a>'],
    ['<a href="java&#x09;script:alert(1)">Cliquez</a>', '<a>Cliquez</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">Cliquez</a>', '<a>Cliquez</a>'],
    ['<a href="http://exemple.be">En clair</a>', '<a>En clair</a>'],
    ['<a href="https://exemple.be" target="_blank" onclick="x()">Site</a>', '<a href="https://exemple.be">Site</a>'],
    ['<a href="mailto:comite@example.be">Écrire</a>', '<a href="mailto:comite@example.be">Écrire</a>'],
    ['<a href="/brocante/inscription/">Inscription</a>', '<a href="/brocante/inscription/">Inscription</a>'],
    ['<a href="#plan">Plan</a>', '<a href="#plan">Plan</a>'],
    ['<form action="https://exemple.be"><input name="iban"><button>Envoyer</button></form>', 'Envoyer'],
    ['<p style="position:fixed" class="x" id="login">Texte</p>', '<p>Texte</p>'],
    ['<style>body{display:none}</style><p>Texte</p>', '<p>Texte</p>'],
    ['<svg><script>alert(1)</script></svg><math><mi>x</mi></math>', ''],
    ['<object data="/uploads/x.pdf"></object><embed src="/uploads/x.pdf"><p>PDF</p>', '<p>PDF</p>'],
    [
      '<base href="https://exemple.be/"><meta http-equiv="refresh" content="0;url=https://exemple.be"><p>Texte</p>',
      '<p>Texte</p>',
    ],
    ['<details open ontoggle="alert(1)"><summary>Plus</summary>Texte</details>', 'PlusTexte'],
  ])('%s → %s', (input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it('keeps what a news post is made of: headings, lists, emphasis, quotes, tables, code', () => {
    const post = [
      '<h2>Le programme</h2>',
      '<p>Une <strong>belle</strong> <em>journée</em>, <s>pluie</s>.<br>À bientôt.</p>',
      '<ul><li>Un</li><li>Deux</li></ul>',
      '<ol start="3"><li>Trois</li></ol>',
      '<blockquote><p>Citation</p></blockquote>',
      '<table><thead><tr><th align="left" scope="col">Heure</th></tr></thead><tbody><tr><td colspan="2">7 h</td></tr></tbody></table>',
      '<pre><code>rue du Ramier</code></pre>',
      '<hr>',
    ].join('');
    expect(sanitize(post)).toBe(post);
  });

  it('keeps the Markdown editors write, as marked renders it for the preview', () => {
    const markdown =
      '## Horaire\n\n| Heure | Quoi |\n| :-- | --- |\n| 7 h | Installation |\n\n[Le règlement](/brocante/reglement/) et ![Le plan](/uploads/plan_1a.png)';
    const html = marked.parse(markdown, { async: false, gfm: true });
    expect(sanitize(html)).toBe(html);
  });
});
