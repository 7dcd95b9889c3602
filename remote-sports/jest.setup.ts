import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long findBy/waitFor wait for what the page shows: a bound on patience, not a measure of
// speed (docs/tests-and-time.md). The default 1 s ran out on CI's two cores while the browser
// suite ran beside the unit passes (a list's first render after its frame was painted).
configure({ asyncUtilTimeout: 10_000 });
