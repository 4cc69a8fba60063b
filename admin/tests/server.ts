import { setupServer } from 'msw/node';
import { editionsHandler } from './edition-fixtures';

/** Every screen reads the editions (the chooser above it): one open edition unless a test serves others. */
export const server = setupServer(editionsHandler());
