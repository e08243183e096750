// Registers compiledHooks.mjs (see there): `node --import tsx --import ./compiled.mjs`.
import { register } from 'node:module';

register('./compiledHooks.mjs', import.meta.url);
