// The browser tests' fixed addresses: the fake GitHub API (scripts/fake-github) listens here, and
// `npm run build:test` bakes this address into the projects remote.
process.env.GITHUB_API_URL = process.env.GITHUB_API_URL || 'http://localhost:8090';
