import '@testing-library/jest-dom';

// Node's fetch rejects relative URLs; in the browser the API is same-origin.
process.env.API_URL = 'http://localhost';
