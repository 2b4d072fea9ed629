/**
 * The signed-in screens' share of Mantine's stylesheet: the components the shell and the list pages use and
 * the ones they are built from (a Select is a Combobox in a Popover), after the sign-in page's share
 * (`../styles.ts`), in Mantine's documented order. A component only one screen renders (a form's Stepper)
 * imports its styles beside its code instead, so they arrive with that screen's chunk, after the ones here.
 * `shell-styles.test.ts` fails when a component is used without its styles. Not Table, Pill and PillsInput: the
 * lists draw their tables and the look-alike selects their pills themselves, so those styles come with the
 * screens and live selects that render Mantine's (2 kB gzip off every screen, issue 30).
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import './textarea-measure.css';
