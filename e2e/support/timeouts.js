// Browser tests start servers and Chromium; give them room, but never minutes per test.
jest.setTimeout(60000);
