import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const mantineStyles = path.resolve(src, '../node_modules/@mantine/core/styles');
const stylesDir = fs.existsSync(mantineStyles)
  ? mantineStyles
  : path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** Components whose styles are built on other components' styles. */
const BUILT_FROM: Record<string, string[]> = {
  Autocomplete: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Switch: ['InlineInput'],
  Radio: ['InlineInput'],
  // Chart legends and tooltips draw a ColorSwatch; without its styles a legend shows no colours.
  BarChart: ['ColorSwatch'],
  DonutChart: ['ColorSwatch'],
  AreaChart: ['ColorSwatch'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Mantine component names a source file imports (charts included). */
const componentsOf = (text: string) =>
  [...text.matchAll(/import \{([^}]+)\} from '@mantine\/(?:core|charts)'/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0])
      .filter((name) => /^[A-Z]/.test(name)),
  );

/** Mantine stylesheets a source file imports, by component name. */
const stylesOf = (text: string) =>
  [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]);

/** Stylesheets of the page itself rather than of a component. */
const GLOBAL_STYLES = ['baseline', 'global'];

const APP_WIDE_STYLES = ['app/styles.ts', 'app/layout/shell-styles.ts'];
const appWideStyles = new Set(
  APP_WIDE_STYLES.flatMap((file) => stylesOf(fs.readFileSync(path.join(src, file), 'utf8'))),
);

/** Styles a file's components need that neither the app-wide share nor the file itself imports. */
function missingStyles(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  const own = new Set(stylesOf(text));
  const needed = componentsOf(text).flatMap((name) => [name, ...(BUILT_FROM[name] ?? [])]);
  return [...new Set(needed)]
    .filter((name) => fs.existsSync(path.join(stylesDir, `${name}.css`)))
    .filter((name) => !appWideStyles.has(name) && !own.has(name))
    .map((name) => `${path.relative(src, file)}: ${name}`);
}

describe('Mantine styles', () => {
  it('include the styles of every component used, app-wide or beside the code that renders it', () => {
    expect(sourceFiles(src).flatMap(missingStyles)).toEqual([]);
  });

  it('import no stylesheet app-wide that no component needs', () => {
    const needed = new Set(
      sourceFiles(src)
        .flatMap((file) => componentsOf(fs.readFileSync(file, 'utf8')))
        .flatMap((name) => [name, ...(BUILT_FROM[name] ?? [])]),
    );
    const unused = [...appWideStyles].filter((name) => !GLOBAL_STYLES.includes(name) && !needed.has(name));
    expect(unused).toEqual([]);
  });

  it('are kept by the build: the package marks the modules that import them as having side effects', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(src, '../package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(manifest.sideEffects).toEqual(
      expect.arrayContaining(['./src/app/styles.ts', './src/app/layout/shell-styles.ts']),
    );
  });
});
