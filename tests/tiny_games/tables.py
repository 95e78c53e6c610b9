"""The tiny games' tables by game id (the app tests register them with the tiny games)."""

from .block_table import BlockTable
from .peek_table import PeekTable
from .rps_table import RpsTable
from .slap_table import SlapTable
from .steal_table import StealTable
from .teams_table import TeamsTable
from .trash_table import TrashTable

TINY_TABLES = {"tiny_block": BlockTable, "tiny_rps": RpsTable, "tiny_trash": TrashTable,
               "tiny_steal": StealTable, "tiny_slap": SlapTable, "tiny_peek": PeekTable,
               "tiny_teams": TeamsTable}
