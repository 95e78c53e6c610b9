#!/bin/sh
# Win share so far of the second level in a running ladder's progress file:
#   sh figures/partial.sh figures/tomatoss-normal-hard.progress hard
awk -v lv="$2" '/^game /{n++; split($NF, w, ","); k=0; for (i in w) if (w[i]==lv) k++;
    t=0; for (i in w) t++; if (t) s+=k/t} END {printf "%s: %.1f%% of %d games\n", lv, 100*s/n, n}' "$1"
