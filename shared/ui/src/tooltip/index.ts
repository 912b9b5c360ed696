// @portal/ui/tooltip: the WAI-ARIA tooltip (see README.md); the showcase's examples are in examples.tsx.
import './tooltip.css';

export { HelpButton, Tooltip, type TooltipProps } from './Tooltip';
