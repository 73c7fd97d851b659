// The browser tests' fixed addresses: the fake GitHub API (tools/fake-github) listens here, and
// `npm run build:test` writes this address into the projects page content. It also builds with this sentinel
// GITHUB_TOKEN, so the scan of the built output proves the build-time token never ships.
process.env.GITHUB_API_URL = process.env.GITHUB_API_URL || 'http://localhost:8090';
process.env.GITHUB_TOKEN = process.env.GITHUB_TOKEN || 'ghp_e2eSentinelNeverShipped';
