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
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function usedComponents() {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g))
      for (const name of match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]))
        if (/^[A-Z]/.test(name)) used.add(name);
  }
  return used;
}

const importedStyles = () =>
  new Set(
    ['app/styles.ts', 'app/layout/shell-styles.ts'].flatMap((file) =>
      [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
        (match) => match[1],
      ),
    ),
  );

describe('Mantine styles of the signed-in screens', () => {
  it('include the styles of every component the app uses, and of what those are built from', () => {
    const imported = importedStyles();
    const needed = [...usedComponents()].flatMap((name) => [name, ...(BUILT_FROM[name] ?? [])]);
    const missing = [...new Set(needed)].filter(
      (name) => fs.existsSync(path.join(stylesDir, `${name}.css`)) && !imported.has(name),
    );
    expect(missing).toEqual([]);
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
