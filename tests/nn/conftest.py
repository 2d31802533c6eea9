from ._stand_ins import install

install()
