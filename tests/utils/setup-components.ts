import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoders React's server renderer needs (tests that render a built page).
Object.assign(globalThis, { TextEncoder, TextDecoder });
