export { useKeyedLoad, type KeyedLoad as Load } from '@portal/ui/form';
