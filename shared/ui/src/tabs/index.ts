// @portal/ui/tabs: WAI-ARIA tabs (see README.md); the showcase's examples are in examples.tsx.
import './tabs.css';

export { Tabs, nextTabIndex, type TabItem, type TabsProps } from './Tabs';
