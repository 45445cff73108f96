import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Node's fetch rejects relative URLs; in the browser the API is same-origin.
process.env.API_URL = 'http://localhost';

// Lazy route pages are transformed on their first import; on a busy 2-core machine that can take longer
// than Testing Library's 1 s default, which made route tests fail under load while passing alone.
configure({ asyncUtilTimeout: 5000 });
