// The themes loaded on demand (themes.ts): in a module of their own so that they get a chunk of their own.
export { teamsHighContrastTheme, webDarkTheme } from '@fluentui/react-components';
