#!/bin/sh
# A running ladder's figures so far, from its progress file: the second level's win share and
# its decision CPU seconds (median, p95), e.g.
#   sh docs/figures/partial.sh docs/figures/tomatoss-normal-hard.progress hard
awk -v lv="$2" '/^game /{n++; t=split($NF, w, ","); k=0; for (i = 1; i <= t; i++) if (w[i] == lv) k++;
    if (w[1] != "nobody") s += k / t}
  /^hard cpu /{for (i = 3; i <= NF; i++) print $i > "/dev/stderr"}
  END {printf "%s: %.1f%% of %d games\n", lv, 100 * s / n, n}' "$1" 2>/tmp/partial_cpu.$$
if [ -s /tmp/partial_cpu.$$ ]; then
    sort -n /tmp/partial_cpu.$$ | awk '{v[NR] = $1} END {printf "Hard decisions: %d; CPU median %.3f s, p95 %.3f s\n",
        NR, v[int((NR + 1) / 2)], v[int(0.95 * (NR - 1)) + 1]}'
fi
rm -f /tmp/partial_cpu.$$
