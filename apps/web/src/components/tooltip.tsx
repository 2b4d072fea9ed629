import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';

/** Mantine's Tooltip with its styles, the part of `deferred-tooltip.tsx` downloaded on first use. */
export default Tooltip;
