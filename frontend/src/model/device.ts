// A device's own words for its compute units: NVIDIA's Tensor Cores and CUDA cores are AMD's
// matrix cores and vector units. The report says 'tensor' or 'cuda' (NVIDIA's words) for both.

import type {Entry, KernelRow} from '../report';

/** AMD's devices (a MI device, HIP): their matrix cores and vector units are named so. */
export function isAmd(e: Pick<Entry, 'device' | 'hardware'>): boolean {
  return /\bAMD\b|Instinct|\bHIP\b|\bMI\d{3}/.test(e.device ?? '') || /^MI\d/.test(e.hardware?.matched ?? '');
}

/** What a kernel row's cores are, in the device's words. */
export function coresText(cores: KernelRow['cores'], amd: boolean): string {
  if (cores === 'tensor') return amd ? 'matrix cores' : 'Tensor Cores';
  if (cores === 'cuda') return amd ? 'vector units' : 'CUDA cores';
  if (cores === 'unknown') return 'unknown';
  return '';
}
