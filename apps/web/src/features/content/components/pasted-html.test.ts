import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './pasted-html';

/** What Word puts on the clipboard for a heading, a bulleted and a numbered list and a link (trimmed, real markup). */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<h1 style='mso-margin-top-alt:auto'><span style='font-family:"Calibri Light";color:#2F5496'>Selling your coach<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-size:11.0pt;font-family:Calibri'>Before the <b>viewing</b>:<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Service book<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Tachograph card<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>Clean the coach<o:p></o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp; </span></span><![endif]>Take photos<o:p></o:p></p>
<p class=MsoNormal>See <a href="https://www.coachyard.com/sell" style='color:#0563C1'><span style='font-family:Calibri'>our guide</span></a>.<o:p></o:p></p>
</body></html>`;

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4c1d2e3f-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400">Financing</span></h2><ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc;font-size:11pt" aria-level="1"><p dir="ltr" style="line-height:1.38" role="presentation"><span style="font-size:11pt;font-family:Arial;color:#000000">Leasing over 60 months</span></p></li></ul><p dir="ltr"><a href="https://www.coachyard.com/financing" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline">Rates</span></a></p></b>`;

/**
 * Word's clipboard for lists nested two and three deep (Word 365 on Windows, trimmed of its <head>): every item is a
 * <p class=MsoListParagraphCxSp…> whose style names the list and the level (`mso-list:l0 level2 lfo1`), indented
 * by margin-left, with the bullet or number written out in a `mso-list:Ignore` span. Here a numbered list whose
 * second level is bulleted (Courier New "o"), then a bulleted list (Symbol "·") whose third level is numbered in
 * roman numerals, then a separate numbered list right after it.
 */
const wordItem = (list: string, level: number, marker: string, text: string, place = 'Middle') =>
  `<p class=MsoListParagraphCxSp${place} style='margin-left:${36 * level}.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:${list} level${level} lfo${list.slice(1)}'><![if !supportLists]><span style='${
    marker === '·'
      ? 'font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'
      : marker === 'o'
        ? 'font-family:"Courier New";mso-fareast-font-family:"Courier New"'
        : 'mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'
  }'><span style='mso-list:Ignore'>${
    /^[ivx]+\.$/.test(marker)
      ? `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span>`
      : ''
  }${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB style='mso-ansi-language:EN-GB'>${text}<o:p></o:p></span></p>`;

const WORD_NESTED = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><style>p.MsoListParagraph{margin-left:36.0pt}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal><b>Bring to the viewing<o:p></o:p></b></p>
${wordItem('l0', 1, '1.', 'Papers', 'First')}
${wordItem('l0', 2, 'o', 'Registration certificate')}
${wordItem('l0', 2, 'o', 'Service <b>book</b>')}
${wordItem('l0', 1, '2.', 'Keys')}
${wordItem('l0', 2, 'o', 'Spare key', 'Last')}
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
${wordItem('l1', 1, '·', 'Check the engine', 'First')}
${wordItem('l1', 2, 'o', 'Oil')}
${wordItem('l1', 3, 'i.', 'Level on the dipstick')}
${wordItem('l1', 3, 'ii.', 'Colour')}
${wordItem('l1', 2, 'o', 'Belts')}
${wordItem('l1', 1, '·', 'Check the body')}
${wordItem('l2', 1, '1.', 'Agree the price', 'Last')}
<!--EndFragment-->
</body></html>`;

/**
 * Google Docs' clipboard for the same kind of outline (Chrome, trimmed styles): a deeper level is a <ul>/<ol> right
 * inside the outer list after the item it belongs to, and every <li> says its level in aria-level.
 */
const docsStyle = 'font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent';
const docsItem = (type: string, level: number, text: string) =>
  `<li dir="ltr" style="list-style-type:${type};${docsStyle};font-weight:400;white-space:pre;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="${docsStyle};font-weight:400;white-space:pre-wrap;">${text}</span></p></li>`;
const docsList = (tag: 'ul' | 'ol', inner: string) =>
  `<${tag} style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${inner}</${tag}>`;

const GOOGLE_DOCS_NESTED = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-9a8b7c6d-7fff-4e3d-2c1b-0a9b8c7d6e5f"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="${docsStyle};font-weight:700;">Financing checklist</span></p>${docsList(
  'ol',
  docsItem('decimal', 1, 'Choose a lender') +
    docsList(
      'ul',
      docsItem('circle', 2, 'Bank') +
        docsList(
          'ol',
          docsItem('lower-roman', 3, 'Fixed rate') + docsItem('lower-roman', 3, 'Variable rate'),
        ) +
        docsItem('circle', 2, 'Leasing company'),
    ) +
    docsItem('decimal', 1, 'Send the documents') +
    docsList('ul', docsItem('circle', 2, 'Last three balance sheets')),
)}${docsList('ul', docsItem('disc', 1, 'Questions?') + docsList('ul', docsItem('circle', 2, 'Call us')))}</b>`;

/** Lists indented by margin-left alone, each level its own flat list (older Google Docs copies, other editors). */
const INDENTED_ONLY = `<ul><li style="margin-left:36pt">Seats</li></ul><ul><li style="margin-left:72pt">Fabric</li><li style="margin-left:72pt">Belts</li></ul><ol><li style="margin-left:108pt">Front row</li></ol><ul><li style="margin-left:36pt">Toilet</li></ul>`;

/** The structure alone: tags without attributes, an item's text without its <p>, no whitespace between tags. */
const outline = (html: string) =>
  html
    .replace(/<(\w+)[^>]*>/g, '<$1>')
    .replace(/<li><p>(.*?)<\/p>/g, '<li>$1')
    .replace(/>\s+</g, '><')
    .trim();

describe('cleanPastedHtml', () => {
  it('keeps the structure of Word HTML and drops its styles, classes and <o:p>', () => {
    const html = cleanPastedHtml(WORD);
    expect(html).toContain('<h2>Selling your coach</h2>');
    expect(html).toContain('<p>Before the <b>viewing</b>:</p>');
    expect(html).toMatch(
      /<ul><li>(<!--.*?-->)*Service book<\/li>\s*<li>(<!--.*?-->)*Tachograph card<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<ol><li>(<!--.*?-->)*Clean the coach<\/li>\s*<li>(<!--.*?-->)*Take photos<\/li><\/ol>/,
    );
    expect(html).toContain('<a href="https://www.coachyard.com/sell">our guide</a>');
    expect(html).not.toMatch(/style=|class=|<o:p|<span|Calibri|mso-|·/);
  });

  it('unwraps Google Docs\' <b style="font-weight:normal"> and drops its inline styles', () => {
    const html = cleanPastedHtml(GOOGLE_DOCS);
    expect(html).not.toMatch(/<b[ >]|style=|<span|docs-internal-guid/);
    expect(html).toContain('<h2 dir="ltr">Financing</h2>');
    expect(html).toContain(
      '<li dir="ltr" aria-level="1"><p dir="ltr" role="presentation">Leasing over 60 months</p></li>',
    );
    expect(html).toContain('<a href="https://www.coachyard.com/financing">Rates</a>');
  });
  it('nests Word lists by their mso-list level, numbered or bulleted as each level’s marker says', () => {
    const html = cleanPastedHtml(WORD_NESTED);
    expect(outline(html)).toBe(
      '<p><b>Bring to the viewing</b></p>' +
        '<ol><li>Papers<ul><li>Registration certificate</li><li>Service <b>book</b></li></ul></li>' +
        '<li>Keys<ul><li>Spare key</li></ul></li></ol>' +
        '<p>&nbsp;</p>' +
        '<ul><li>Check the engine<ul><li>Oil<ol><li>Level on the dipstick</li><li>Colour</li></ol></li>' +
        '<li>Belts</li></ul></li><li>Check the body</li></ul>' +
        // Another of Word's lists (l2) right after: a list of its own, not more items of the last one.
        '<ol><li>Agree the price</li></ol>',
    );
    expect(html).not.toMatch(/style=|class=|<o:p|<span|<!--|Courier|Symbol|mso-|·|&nbsp;o|i\.|ii\./);
  });

  it('nests Google Docs lists written beside their parent item, by aria-level, keeping each level’s kind', () => {
    const html = cleanPastedHtml(GOOGLE_DOCS_NESTED);
    expect(outline(html)).toBe(
      '<p>Financing checklist</p>' +
        '<ol><li>Choose a lender<ul><li>Bank<ol><li>Fixed rate</li><li>Variable rate</li></ol></li>' +
        '<li>Leasing company</li></ul></li>' +
        '<li>Send the documents<ul><li>Last three balance sheets</li></ul></li></ol>' +
        '<ul><li>Questions?<ul><li>Call us</li></ul></li></ul>',
    );
    // No list is left directly inside another: each sits in the item it belongs to.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')).toHaveLength(0);
    expect(html).not.toMatch(/style=|<span|<b[ >]|docs-internal-guid/);
  });

  it('nests flat lists indented only by margin-left', () => {
    expect(outline(cleanPastedHtml(INDENTED_ONLY))).toBe(
      '<ul><li>Seats<ul><li>Fabric</li><li>Belts<ol><li>Front row</li></ol></li></ul></li><li>Toilet</li></ul>',
    );
  });

  it('leaves lists that are already nested as they are', () => {
    const nested = '<ul><li>Seats<ol><li>Front</li><li>Back</li></ol></li><li>Toilet</li></ul>';
    expect(cleanPastedHtml(nested)).toBe(nested);
  });
});
