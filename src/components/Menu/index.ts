export { MenuButton, type MenuButtonProps, type MenuEntry } from './MenuButton';
