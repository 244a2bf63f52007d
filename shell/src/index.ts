// An async boundary, so the federation runtime can settle shared modules before any of them runs.
void import('./bootstrap');
