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
});
