// Standalone development host for this remote's own team; the shell never loads this entry.
void import('./standalone');
