// @portal/ui/accordion: the KRDS accordion of the FAQ and the public Q&A (see README.md).
import './accordion.css';

export { Accordion, type AccordionItem } from './Accordion';
