export { CommandPalette } from './components/command-palette';
